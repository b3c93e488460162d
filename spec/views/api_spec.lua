-- The views' API contract (docs/VIEWS.md): constructors, handles, hierarchy, errors.
local h = dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "helpers.lua")

describe("view constructors", function()
  before_each(function() stage.reset() end)

  it("number each kind and say what they are", function()
    local v, l, b = stage.view(), stage.label{ text = "Hi" }, stage.button{ title = "Go" }
    assert.are.same({ "view#1", "label#1", "button#1" }, { v.source, l.source, b.source })
    assert.are.equal("Label(label#1, 'Hi')", tostring(l))
    assert.are.equal("switch", stage.switch().kind)
  end)

  it("refuse bad options by name, as every constructor does", function()
    assert.matches("bad argument #1 to 'label' %(option 'style'", h.err(stage.label, { style = "titel2" }))
    assert.matches("did you mean \"title2\"", h.err(stage.label, { style = "titel2" }))
    assert.matches("option 'txt'", h.err(stage.label, { txt = "Hi" }))
    assert.matches("bad argument #2 to 'addSubview' %(View or Label or Button or ImageView or Switch or ScrollView or "
                   .. "StackView expected, got number%)", h.err(stage.view().addSubview, stage.view(), 42))
    assert.matches("bad argument #1 to 'viewHost' %(option 'frame'", h.err(stage.viewHost, {}))
  end)

  it("give back the id they took when they fail", function()
    pcall(stage.button, { title = "Go", tintColor = "nope" })
    assert.are.equal("button#1", stage.button{ title = "Go" }.source)
  end)

  it("add their subviews in order, the last on top", function()
    local a, b = stage.view(), stage.view()
    local v = stage.view{ subviews = { a, b } }
    assert.are.same({ a, b }, v.subviews)
    assert.are.equal(v, a.superview)
  end)
end)

describe("the hierarchy", function()
  before_each(function() stage.reset() end)

  it("refuses a view inside itself or inside its own subview", function()
    local v, inner = stage.view(), stage.view()
    v:addSubview(inner)
    assert.are.equal("cannot add view#1 to itself (a view cannot contain itself)", h.err(v.addSubview, v, v))
    assert.are.equal("cannot add view#1 to view#2: view#2 is inside view#1 (a view cannot contain itself)",
                     h.err(inner.addSubview, inner, v))
  end)

  it("moves a view that is added elsewhere, or given to a host", function()
    local a, b, child = stage.view(), stage.view(), stage.view()
    a:addSubview(child)
    b:addSubview(child)
    assert.are.equal(0, #a.subviews)
    local host = h.host(stage.view())
    host.root = b
    assert.is_nil(b.superview)
    a:addSubview(b)
    assert.is_nil(host.root)
  end)

  it("keeps the stack view's arranged subviews in order, and drops one removed from it", function()
    local s = stage.stackView{ axis = "vertical" }
    local x, y = stage.label{ text = "x" }, stage.label{ text = "y" }
    s:addArrangedSubview(x)
    s:insertArrangedSubview(y, 1)
    assert.are.same({ y, x }, s.arrangedSubviews)
    x:removeFromSuperview()
    assert.are.same({ y }, s.arrangedSubviews)
  end)
end)

describe("handles", function()
  it("refuse to act after stage.reset", function()
    stage.reset()
    local b = stage.button{ title = "Go" }
    stage.reset()
    assert.matches("button#1 belongs to a previous stage", h.err(b.tap, b))
    assert.matches("button#1 belongs to a previous stage", h.err(function() return b.title end))
    assert.are.equal("Button(button#1, stale)", tostring(b))
  end)
end)

describe("pictures", function()
  before_each(function() stage.reset() end)

  it("draw a view's texts, and nothing of a hidden one", function()
    local title = stage.label{ text = "What's new", style = "title2" }
    local note = stage.label{ text = "Hidden note", y = 40, hidden = true }
    h.host(stage.view{ backgroundColor = "systemBackground", subviews = { title, note, stage.button{ title = "Continue", y = 80 } } })
    local text = stage.render()
    assert.matches("What's new", text)
    assert.matches("Continue", text)
    assert.is_nil(text:find("Hidden note", 1, true))
    assert.matches("Continue</", stage.svg())
  end)
end)
