<?php
class Params implements ArrayAccess {
    private $data;
    public function __construct(array $d) { $this->data = $d; }
    public function offsetExists($k): bool { return isset($this->data[$k]); }
    public function offsetGet($k): mixed { return $this->data[$k] ?? null; }
    public function offsetSet($k, $v): void { $this->data[$k] = $v; }
    public function offsetUnset($k): void { unset($this->data[$k]); }
}
$p = new Params($_POST);
eval('return ' . intval($p['formula']) . ';');
