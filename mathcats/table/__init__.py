"""The table layer every host shares: its renderer (static/) and, soon, its session."""
