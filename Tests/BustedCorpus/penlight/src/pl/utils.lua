-- The project's own pl.utils (an older vendored copy, say): busted's specs never see it, because
-- busted loaded the installed Penlight for itself before the project's lpath applied.
return { project = true }
