"""The web page a motamot server gives to browsers: HTML, CSS and JavaScript, no build step."""
