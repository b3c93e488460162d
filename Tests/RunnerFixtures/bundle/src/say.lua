-- The project's own module named `say` (not luassert's).
return { project = true }
