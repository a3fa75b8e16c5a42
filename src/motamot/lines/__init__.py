"""The plain-line interface: typed lines parsed into commands, announcements printed as lines."""
