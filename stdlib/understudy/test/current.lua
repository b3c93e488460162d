-- The test running now, as the runner tells it to the matchers that need it (expect's timeline
-- and snapshot matchers): its full name, and how many events the timeline held when it began.
-- A module of its own so that `expect` can load only when a spec first calls it.
return { name = nil, eventsBefore = 0 }
