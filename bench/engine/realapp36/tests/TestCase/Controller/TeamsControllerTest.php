<?php
declare(strict_types=1);

namespace App\Test\TestCase\Controller;

use Cake\TestSuite\IntegrationTestTrait;
use Cake\TestSuite\TestCase;

class TeamsControllerTest extends TestCase
{
    use IntegrationTestTrait;

    protected $fixtures = ['app.Teams', 'app.Venues', 'app.Players'];

    public function testIndexFiltersByDivision(): void
    {
        $this->get('/teams?division=premier');
        $this->assertResponseOk();
        $this->assertResponseContains('Northfield Rovers');
    }

    public function testViewUnknownSlugIs404(): void
    {
        $this->get('/teams/no-such-club');
        $this->assertResponseCode(404);
    }

    public function testSearchKeepsTerm(): void
    {
        $this->get('/teams/search?q=Rovers');
        $this->assertResponseOk();
        $this->assertResponseContains('Rovers');
    }
}
