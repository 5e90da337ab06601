<?php

namespace Shop\Core;

final class Router
{
    public function __construct(private array $routes)
    {
    }

    /** The page the matching handler renders (the front controller sends it). */
    public function dispatch(Request $request): ?string
    {
        foreach ($this->routes as [$method, $pattern, [$class, $action]]) {
            $regex = '#^' . preg_replace('#\{(\w+)(?::([^}]+))?\}#', '(?P<$1>[^/]+)', $pattern) . '$#';
            if ($method === $request->method() && preg_match($regex, $request->path(), $m)) {
                $params = array_filter($m, 'is_string', ARRAY_FILTER_USE_KEY);
                return (new $class($request))->$action(...array_values($params));
            }
        }
        return null;
    }
}
