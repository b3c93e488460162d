import LuaBridge
print("understudy")
