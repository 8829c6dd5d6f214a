def remove_at(self, index):
    """Stop holding the item at index."""
    try:
        item = self.items[index]
    except TypeError:
        pass
    else:
        if hasattr(item, 'count'):
            self.removed += item.count()
        self.items[index] = None
