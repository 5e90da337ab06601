<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

class Booking extends Model
{
    protected $fillable = ['boat_id', 'user_id', 'starts_at', 'days', 'skipper', 'notes', 'total', 'reference', 'status'];

    protected $casts = ['starts_at' => 'datetime', 'total' => 'decimal:2'];

    public function boat()
    {
        return $this->belongsTo(Boat::class);
    }

    public function customer()
    {
        return $this->belongsTo(Customer::class, 'user_id');
    }

    public function getRouteKeyName(): string
    {
        return 'reference';
    }
}
