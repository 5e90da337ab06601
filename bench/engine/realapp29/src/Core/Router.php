<?php

declare(strict_types=1);

namespace App\Core;

/**
 * Maps "METHOD /path/{name}" routes to [Controller::class, 'method'] handlers. A placeholder matches one
 * path segment, or its own pattern when written {name:pattern}; matched values are URL-decoded and
 * passed to the handler in order.
 */
final class Router
{
    /** @var list<array{string, string, array{class-string, string}}> */
    private array $routes = [];

    public function __construct(array $routes)
    {
        foreach ($routes as [$method, $pattern, $handler]) {
            $this->add($method, $pattern, $handler);
        }
    }

    public function add(string $method, string $pattern, array $handler): void
    {
        $regex = preg_replace_callback(
            '#\{([a-z_]+)(?::([^{}]+))?\}#',
            static fn (array $m): string => '(?P<' . $m[1] . '>' . ($m[2] ?? '[^/]+') . ')',
            $pattern,
        );
        $this->routes[] = [$method, '#^' . $regex . '$#', $handler];
    }

    public function dispatch(Request $request, Database $db, Session $session): Response
    {
        foreach ($this->routes as [$method, $regex, [$class, $action]]) {
            if ($method !== $request->method() || !preg_match($regex, $request->path(), $matches)) {
                continue;
            }
            $params = array_map('rawurldecode', array_filter($matches, 'is_string', ARRAY_FILTER_USE_KEY));
            $request->setRouteParams($params);

            $controller = new $class($request, $db, $session);
            $result = $controller->$action(...array_values($params));

            return $result instanceof Response ? $result : Response::html((string) $result);
        }

        return Response::html(View::render('errors/404', ['path' => $request->path()]), 404);
    }
}
