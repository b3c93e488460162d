-- The picture test's extra scene: a default action sheet over a table, so the picture shows the
-- presenting view scaled (0.9) behind the dim, an image placeholder, a red destructive row and
-- a title ellipsized to its row.
stage.tableView{ rows = { "Alice", "Bob", "Carol", "Dave" }, rowHeight = 60 }
local sheet = stage.actionController{ style = "default" }
sheet:addAction{ title = "Edit", image = "pencil" }
sheet:addAction{ title = "Delete every message in this conversation", style = "destructive" }
sheet:addAction{ title = "Cancel", style = "cancel" }
sheet:present()
stage.clock.advance(1)
