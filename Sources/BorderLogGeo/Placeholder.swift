// Placeholder until the geo index lands; safe to delete once other files exist here.
