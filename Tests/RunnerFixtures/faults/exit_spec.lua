it("exits the process", function()
  os.exit(3)
end)
