-- A Penlight module busted does not load for itself: a spec's require finds this one.
return { project = true }
