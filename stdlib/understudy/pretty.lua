-- placeholder replaced below
return {}
