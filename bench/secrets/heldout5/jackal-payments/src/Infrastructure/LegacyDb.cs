using System.Data.SqlClient;
using Npgsql;
using Oracle.ManagedDataAccess.Client;

namespace Jackal.Payments.Infrastructure;

internal static class LegacyDb
{
    public static SqlConnection Ledger() =>
        new SqlConnection("Data Source=ledger01;Initial Catalog=Ledger;User Id=ledger_rw;Password=Zephyr704Yarrow70;");

    public static NpgsqlConnection Audit() =>
        new NpgsqlConnection("Host=audit.jackal.internal;Username=audit;Password=SOk4RHe1LAQUJ13z;Database=audit;SSL Mode=Require");

    public static OracleConnection Settlement() =>
        new OracleConnection("User Id=SETTLE;Password=Kestrel055Basalt46;Data Source=(DESCRIPTION=(ADDRESS=(PROTOCOL=TCP)(HOST=ora1)(PORT=1521))(CONNECT_DATA=(SERVICE_NAME=SETTLE)))");

    public static NpgsqlConnection Local() =>
        new NpgsqlConnection(Environment.GetEnvironmentVariable("AUDIT_DB") ?? "Host=localhost;Username=postgres;Password=postgres;Database=audit");
}
