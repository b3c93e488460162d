-- The test running now, as the runner tells it to the matchers that need it (expect's timeline
-- and snapshot matchers): its full name, and how many events the timeline held when it began;
-- and the file's snapshot options, from which understudy.test.snapshot begins when it is first
-- used (snapshotsBegun then). A module of its own so that `expect` and the snapshots load only
-- when a spec first uses them.
return { name = nil, eventsBefore = 0, snapshots = nil, snapshotsBegun = false }
