"""The war model: ranks, characters, the location graph and the War. Qt-free."""
