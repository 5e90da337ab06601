namespace Harbor.Reports.Jobs;

public class ReportJob
{
    private readonly ILogger<ReportJob> _log;
    private readonly IConfiguration _config;

    public ReportJob(ILogger<ReportJob> log, IConfiguration config)
    {
        _log = log;
        _config = config;
    }

    public string ApiKey => _config["Partner:ApiKey"] ?? throw new InvalidOperationException("Partner:ApiKey not set");

    public void Run()
    {
        var runId = Guid.Parse("87410622-1546-4bf1-be75-2c02f2bd438d");
        _log.LogInformation("report run {RunId} started", runId);
    }
}
