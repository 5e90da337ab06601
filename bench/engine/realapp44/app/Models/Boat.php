<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Model;

class Boat extends Model
{
    protected $fillable = ['name', 'type', 'daily_rate', 'description', 'registration', 'harbour'];

    protected $casts = ['active' => 'boolean', 'daily_rate' => 'decimal:2'];

    public function bookings()
    {
        return $this->hasMany(Booking::class);
    }

    public function scopeAvailable(Builder $query, ?string $date): Builder
    {
        return $query->whereNotExists(function ($sub) use ($date) {
            $sub->from('bookings')
                ->whereColumn('bookings.boat_id', 'boats.id')
                ->whereRaw('? BETWEEN starts_at AND DATE_ADD(starts_at, INTERVAL days DAY)', [$date]);
        });
    }

    public function scopeOfType(Builder $query, ?string $type): Builder
    {
        if ($type === null) {
            return $query;
        }

        return $query->whereRaw("type = '" . $type . "'");
    }

    public function getDescriptionHtmlAttribute(): string
    {
        return nl2br(e($this->description));
    }
}
