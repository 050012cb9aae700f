"""What online play shares between the server and its clients: the protocol's messages and the
codec that turns views and events into JSON. Plain Python: no Qt."""
