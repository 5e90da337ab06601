<?php
// `$obj['k']` on an ArrayAccess object is what its offsetGet returns.
class H6Params implements ArrayAccess
{
    private $data;
    public function __construct(array $d) { $this->data = $d; }
    public function offsetExists($k): bool { return isset($this->data[$k]); }
    public function offsetGet($k): mixed { return $this->data[$k] ?? null; }
    public function offsetSet($k, $v): void { $this->data[$k] = $v; }
    public function offsetUnset($k): void { unset($this->data[$k]); }
}

class H6Numbers implements ArrayAccess
{
    private $data;
    public function __construct(array $d) { $this->data = $d; }
    public function offsetExists($k): bool { return isset($this->data[$k]); }
    public function offsetGet($k): mixed { return (int) ($this->data[$k] ?? 0); }
    public function offsetSet($k, $v): void { $this->data[$k] = $v; }
    public function offsetUnset($k): void { unset($this->data[$k]); }
}

function h6_array_access_eval()
{
    $p = new H6Params($_POST);
    // ruleid: php-code-injection
    eval('return ' . $p['formula'] . ';');
    $n = new H6Numbers($_POST);
    // ok: php-code-injection
    eval('return ' . $n['formula'] . ' * 2;');
}
