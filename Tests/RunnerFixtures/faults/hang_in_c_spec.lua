it("blocks in C where the in-state limit cannot reach", function()
  os.execute("sleep 5")
end)
