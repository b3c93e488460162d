-- bench/cpu: the work as a plain script (lua5.4 script.lua, understudy script.lua).
package.path = "bench/cpu/?.lua;" .. package.path
print(require("work").run())
