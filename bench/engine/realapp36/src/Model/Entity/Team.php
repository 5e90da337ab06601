<?php
declare(strict_types=1);

namespace App\Model\Entity;

use Cake\ORM\Entity;

class Team extends Entity
{
    protected $_accessible = [
        'name' => true,
        'town' => true,
        'home_colours' => true,
        'away_colours' => true,
        'contact_email' => true,
        'venue_id' => true,
        'points' => false,
        'division' => false,
        'slug' => false,
    ];
}
