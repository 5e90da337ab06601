<?php

namespace App\Models;

use CodeIgniter\Model;

class NoteModel extends Model
{
    protected $table = 'notes';

    public function titled(string $title): array
    {
        return $this->builder()->where("title = '" . $title . "'")->get()->getResultArray(); // expect: php-sqli-tainted-query
    }

    public function titledBound(string $title): array
    {
        return $this->builder()->where('title', $title)->get()->getResultArray();
    }

    public function sorted(string $column): array
    {
        return $this->db->table('notes')->orderBy($column, 'DESC')->get()->getResultArray(); // expect: php-sqli-tainted-query
    }

    public function bump(string $by): bool
    {
        return $this->builder()->set('views', 'views + ' . $by, false)->update(); // expect: php-sqli-tainted-query
    }

    public function rename(int $id, string $title): bool
    {
        return $this->builder()->set('title', $title)->where('id', $id)->update();
    }

    public function byAuthor(string $author): array
    {
        return $this->db->query('SELECT id FROM notes WHERE author = ' . $this->db->escape($author))->getResultArray();
    }

    public function byTag(string $tag): array
    {
        return $this->db->query("SELECT id FROM notes WHERE tag LIKE '%" . $this->db->escapeLikeString($tag) . "%' ESCAPE '!'")->getResultArray();
    }

    public function byTagRaw(string $tag): array
    {
        return $this->db->query("SELECT id FROM notes WHERE tag = '" . $tag . "'")->getResultArray(); // expect: php-sqli-tainted-query
    }
}
