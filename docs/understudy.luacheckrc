-- Understudy's globals for luacheck (https://github.com/lunarmodules/luacheck). Generated
-- from the API registry by `make docs`; do not edit. Copy it into your .luacheckrc (or
-- load it there: stds.understudy = dofile("understudy.luacheckrc")) and use
--   std = "max+busted+understudy"
-- luacheck then knows `stage`, `expect` and their fields, and flags a misspelled one
-- (`stage.actionControler`) as an undefined field.
local understudy = {
  read_globals = {
    expect = {},
    stage = { fields = {
      actionController = {},
      alert = {},
      clock = { fields = {
        advance = {},
        advanceTo = {},
        after = {},
        every = {},
        next = {},
        now = {},
        pending = {},
        runUntilIdle = {},
      } },
      collectionView = {},
      customContainer = {},
      host = {},
      keepBetweenTests = {},
      log = { fields = {
        clear = {},
        count = {},
        events = {},
        format = {},
        last = { other_fields = true },
        print = {},
      } },
      navigationController = {},
      popup = {},
      popups = { fields = {
        all = {},
        forKey = {},
        group = {},
        invalidate = {},
        invalidateAllScopes = {},
        policy = {},
        queue = {},
        remove = {},
        removeAll = {},
        removeForKey = {},
        removeLast = {},
        tieBreak = {},
      } },
      render = {},
      reset = {},
      screen = { fields = {
        device = {},
        drag = {},
        height = {},
        hideKeyboard = {},
        keyboard = { other_fields = true },
        layers = {},
        orientation = {},
        rotate = {},
        rotating = {},
        safeArea = { other_fields = true },
        setTraits = {},
        showKeyboard = {},
        statusBarFrame = { other_fields = true },
        tap = {},
        traits = { other_fields = true },
        width = {},
      } },
      svg = {},
      swipeAction = {},
      tabBarController = {},
      tableView = {},
      timelineSvg = {},
      viewController = {},
      window = { fields = {
        root = { read_only = false, other_fields = true },
        visibleViewController = { other_fields = true },
      } },
    } },
    understudy = { fields = {
      expect = {},
      limits = {},
      stage = { other_fields = true },
      version = {},
    } },
  },
}
if stds then stds.understudy = understudy end
return understudy
