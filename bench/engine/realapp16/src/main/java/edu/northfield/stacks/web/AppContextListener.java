package edu.northfield.stacks.web;

import jakarta.servlet.ServletContextEvent;
import jakarta.servlet.ServletContextListener;
import javax.naming.InitialContext;
import javax.naming.NamingException;
import javax.sql.DataSource;

public class AppContextListener implements ServletContextListener {
    @Override
    public void contextInitialized(ServletContextEvent event) {
        try {
            DataSource ds = (DataSource) new InitialContext().lookup("java:comp/env/jdbc/stacks");
            event.getServletContext().setAttribute("dataSource", ds);
        } catch (NamingException e) {
            throw new IllegalStateException("jdbc/stacks is not configured", e);
        }
    }
}
