<?php

namespace Shop\Core;

/** The request as the application's own wrapper over the superglobals. */
final class Request
{
    public function __construct(private array $get, private array $post, private array $server)
    {
    }

    public static function fromGlobals(): self
    {
        return new self($_GET, $_POST, $_SERVER);
    }

    public function query(string $key, mixed $default = null): mixed
    {
        return $this->get[$key] ?? $default;
    }

    public function int(string $key): int
    {
        return (int) ($this->post[$key] ?? $this->get[$key] ?? 0);
    }

    public function all(): array
    {
        return array_merge($this->get, $this->post);
    }

    /** The named fields only. */
    public function only(array $keys): array
    {
        return array_intersect_key($this->all(), array_flip($keys));
    }

    public function method(): string
    {
        return $this->server['REQUEST_METHOD'] ?? 'GET';
    }

    public function path(): string
    {
        return (string) parse_url($this->server['REQUEST_URI'] ?? '/', PHP_URL_PATH);
    }
}
