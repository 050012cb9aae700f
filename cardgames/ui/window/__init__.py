"""The window's parts: what a feature may ask of it (``host``), its menus, files, the match's life
cycle, the controller's signals shown on the table (``presenter``) and the status line.

``cardgames.ui.mainwindow.MainWindow`` is the shell that makes the parts and lays out the widgets.
"""
