package org.clearbrook.water.dao;

import java.sql.Connection;
import java.sql.SQLException;

import javax.naming.InitialContext;
import javax.naming.NamingException;
import javax.sql.DataSource;

import jakarta.enterprise.context.ApplicationScoped;

@ApplicationScoped
public class ConnectionFactory {

    private static final String BILLING_DS = "java:/jdbc/BillingDS";

    private volatile DataSource dataSource;

    public Connection billing() throws SQLException {
        if (dataSource == null) {
            try {
                dataSource = (DataSource) new InitialContext().lookup(BILLING_DS);
            } catch (NamingException e) {
                throw new SQLException("billing datasource unavailable", e);
            }
        }
        return dataSource.getConnection();
    }
}
