protected override void OnConfiguring(DbContextOptionsBuilder optionsBuilder)
    => optionsBuilder.UseSqlServer("Server=sql01;Database=Shop;User Id=sa;Password=8wrK5CSDNBMq19tguW;");
