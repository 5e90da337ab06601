<?php
namespace App\Controller;

use Cake\Controller\Controller;
use Cake\Utility\Xml;

class ScoresheetsController extends Controller
{
    public function import()
    {
        $body = (string)$this->request->getBody();
        // ruleid: php-cakephp-xml-load-entities
        $a = Xml::build($body, ['loadEntities' => true]);
        // ruleid: php-cakephp-xml-load-entities
        $b = Xml::build($body, ['readFile' => false, 'loadEntities' => true, 'parseHuge' => true]);
        // ok: php-cakephp-xml-load-entities
        $c = Xml::build($body);
        // ok: php-cakephp-xml-load-entities
        $d = Xml::build($body, ['loadEntities' => false, 'readFile' => false]);
        // ok: php-cakephp-xml-load-entities
        $e = Xml::build($body, ['return' => 'domdocument']);
        $this->set(compact('a', 'b', 'c', 'd', 'e'));
    }
}
