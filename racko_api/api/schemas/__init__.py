"""marshmallow schemas: the request and response shapes, and so the OpenAPI document."""
