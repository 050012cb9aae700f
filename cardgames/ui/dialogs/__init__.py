"""The app's dialogs: new game, preferences, and the rules viewer."""
