using Microsoft.EntityFrameworkCore;

namespace Harbor.Reports.Data;

public class ReportsDb : DbContext
{
    public ReportsDb(DbContextOptions<ReportsDb> options) : base(options) { }

    public DbSet<ReportRun> Runs => Set<ReportRun>();
}

public class ReportRun
{
    public Guid Id { get; set; }
    public string Name { get; set; } = "";
    public string? PasswordProtectedZipHash { get; set; }
    public DateTimeOffset StartedAt { get; set; }
}
