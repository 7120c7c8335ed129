// Placeholder until the photo reader lands; safe to delete once other files exist here.
