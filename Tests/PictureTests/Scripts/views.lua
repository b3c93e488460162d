-- The views' reference pictures (docs/PICTURES.md, docs/VIEWS.md): each kind of view in a
-- plain host, drawn as the picture test captures it (capture.lua writes a close-up for each
-- render with a crop).

-- 1. Labels in text styles, buttons (plain, disabled, highlighted mid-press), image views (the
--    project's glyphs, an unknown name's neutral glyph, a named image), switches on and off.
local labels = stage.stackView{ axis = "vertical", spacing = 4, x = 16, y = 12, arrangedSubviews = {
  stage.label{ text = "Large Title", style = "largeTitle" },
  stage.label{ text = "Title 2", style = "title2" },
  stage.label{ text = "Headline", style = "headline" },
  stage.label{ text = "Body text in the body style", style = "body" },
  stage.label{ text = "Footnote, secondary", style = "footnote", textColor = "secondaryLabel" },
} }
local pressed = stage.button{ title = "Pressed", image = "heart" }
local buttons = stage.stackView{ spacing = 8, x = 16, y = 220, arrangedSubviews = {
  stage.button{ title = "Continue" }, stage.button{ title = "Disabled", enabled = false }, pressed,
  stage.button{ image = "ellipsis", accessibilityLabel = "More" },
} }
local images = stage.stackView{ spacing = 16, alignment = "center", x = 16, y = 280, arrangedSubviews = {
  stage.imageView{ image = "play.fill" }, stage.imageView{ image = "pause.circle.fill", pointSize = 28 },
  stage.imageView{ image = "chevron.right", tintColor = "systemGray" }, stage.imageView{ image = "airplayaudio" },
  stage.imageView{ imageNamed = "cover", width = 64, height = 64, cornerRadius = 8 },
  stage.switch{ on = true }, stage.switch{ on = false },
} }
stage.viewHost{ name = "kinds", frame = { x = 0, y = 100, width = 393, height = 380 }, backgroundColor = "systemBackground",
  root = stage.view{ subviews = { labels, buttons, images } } }
stage.clock.after(0.25, function() stage.render{ crop = { x = 0, y = 100, width = 393, height = 380 } } end)
pressed:press{ duration = 0.5 }

-- 2. A stack view with layout margins and spacing, and a scroll view scrolled part way: its
--    rows clipped at its bounds.
stage.reset()
local card = stage.stackView{ axis = "vertical", spacing = 12, x = 24, y = 16, width = 345, layoutMarginsRelativeArrangement = true,
  layoutMargins = { top = 20, left = 20, bottom = 20, right = 20 }, backgroundColor = "secondarySystemBackground",
  cornerRadius = 14, arrangedSubviews = {
    stage.label{ text = "What's new", style = "title2" },
    stage.label{ text = "Chapters, a sleep timer and a bigger player, all in this update.", numberOfLines = 0 },
    stage.stackView{ spacing = 12, distribution = "fillEqually", arrangedSubviews = {
      stage.button{ title = "Not now", backgroundColor = "systemGray5", cornerRadius = 8 },
      stage.button{ title = "Continue", backgroundColor = "systemBlue", tintColor = "white", cornerRadius = 8 },
    } },
  } }
local sv = stage.scrollView{ x = 24, y = 260, width = 345, height = 200, backgroundColor = "systemBackground" }
for i = 1, 12 do
  sv:addSubview(stage.stackView{ y = (i - 1) * 44, width = 345, height = 44, spacing = 8, alignment = "center",
    layoutMarginsRelativeArrangement = true, arrangedSubviews = {
      stage.label{ text = "Row " .. i }, stage.switch{ on = i % 3 == 0 },
    } })
end
sv.contentOffset = { x = 0, y = 70 }
stage.viewHost{ name = "layout", frame = { x = 0, y = 100, width = 393, height = 480 }, backgroundColor = "systemBackground",
  root = stage.view{ subviews = { card, sv } } }
stage.clock.advance(1)
stage.render{ crop = { x = 0, y = 100, width = 393, height = 480 } }
