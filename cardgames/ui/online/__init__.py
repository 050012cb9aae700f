"""Online tables in the window: Game > Play online… (host a table, join one by its code), the remote
table's controller, the connection's thread, the hosted server as a child process, and the chat."""
