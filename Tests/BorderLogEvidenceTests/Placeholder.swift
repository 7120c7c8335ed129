// Placeholder until the photo reader tests land; safe to delete once other files exist here.
import Testing
