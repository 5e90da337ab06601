package org.example.bench.web;

import java.io.IOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/sqli-sqlicookieinnerbuilderbatch")
public class SqliCookieInnerBuilderBatch extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = "noCookieValueSupplied";
        Cookie[] theCookies = request.getCookies();
        if (theCookies != null) {
            for (Cookie theCookie : theCookies) {
                if (theCookie.getName().equals("region")) {
                    param = java.net.URLDecoder.decode(theCookie.getValue(), "UTF-8");
                    break;
                }
            }
        }
        String bar = new Test().doSomething(request, param);
        try (Connection conn = DriverManager.getConnection("jdbc:hsqldb:mem:bench", "sa", "")) {
            Statement st = conn.createStatement();
            st.addBatch("UPDATE stats SET hits = hits + 1 WHERE region = '" + bar + "'");
            st.executeBatch();
            response.getWriter().println("counted");
        } catch (SQLException e) {
            throw new ServletException(e);
        }
    }

    private class Test {
        public String doSomething(HttpServletRequest request, String param) throws ServletException, IOException {
            StringBuilder sbxyz = new StringBuilder(param);
            String bar = sbxyz.append("_SafeStuff").toString();
            return bar;
        }
    }
}
