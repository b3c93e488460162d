return 'test module'
