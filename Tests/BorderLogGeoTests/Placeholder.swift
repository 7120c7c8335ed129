// Placeholder until the geo tests land; safe to delete once other files exist here.
import Testing
