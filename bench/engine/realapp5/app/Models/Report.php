<?php
namespace Models;

use Core\Model;

class Report extends Model
{
    protected static $table = 'tickets';

    private static $groupings = ['day' => 'DATE(created_at)', 'week' => 'YEARWEEK(created_at)', 'month' => "DATE_FORMAT(created_at, '%Y-%m')"];

    public static function volume($customerId, $grouping)
    {
        $expr = isset(self::$groupings[$grouping]) ? self::$groupings[$grouping] : self::$groupings['day'];
        return static::query("SELECT $expr AS period, COUNT(*) AS n FROM tickets WHERE customer_id = ? GROUP BY period", [$customerId]);
    }

    public static function between($customerId, $from, $to)
    {
        return static::query("SELECT status, COUNT(*) AS n FROM tickets WHERE customer_id = ? AND created_at BETWEEN '$from' AND '$to' GROUP BY status", [$customerId]);
    }
}
