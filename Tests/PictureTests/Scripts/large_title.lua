-- The picture test's large title (issue 39, docs/NAVIGATION.md "The bar"): a navigation
-- controller with prefersLargeTitles over a plain table of episodes, at three offsets: 0 (the
-- 96-pt bar with the large title, the scroll-edge appearance showing the table's white), 26
-- (half collapsed: 70 pt, rows following its edge) and 60 (past the large title's 52 pt: the
-- 44-pt inline bar with its centered title, the standard appearance over the rows under it).
local nav = stage.navigationController{ title = "Podcasts", prefersLargeTitles = true }
stage.window.root = nav
local episodes = {}
for i = 1, 30 do episodes[i] = ("Episode %d"):format(i) end
local list = stage.tableView{ rows = episodes, rowHeight = 60, parent = nav }
stage.clock.advance(1)   -- r1-t1.000: offset 0
list:scroll(26)
stage.clock.advance(1)   -- r1-t2.000: offset 26
list:scroll(34)
stage.clock.advance(1)   -- r1-t3.000: offset 60
