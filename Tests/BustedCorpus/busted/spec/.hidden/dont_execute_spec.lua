assert(false,'should not be executed')
