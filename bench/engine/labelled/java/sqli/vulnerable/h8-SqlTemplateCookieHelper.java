package org.bench.h8.sqli;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import javax.servlet.ServletException;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.jdbc.core.JdbcTemplate;

public class SqlTemplateCookieHelper extends HttpServlet {

    private JdbcTemplate jdbcTemplate;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = "none";
        Cookie[] cookies = request.getCookies();
        if (cookies != null) {
            for (Cookie c : cookies) {
                if (c.getName().equals("lastCategory")) {
                    param = java.net.URLDecoder.decode(c.getValue(), "UTF-8");
                    break;
                }
            }
        }

        String bar = new Passthrough().process(param);
        List<Map<String, Object>> rows =
                jdbcTemplate.queryForList("SELECT id, title FROM products WHERE category = '" + bar + "'");
        response.getWriter().println(rows.size());
    }

    private static class Passthrough {
        String process(String value) {
            String trimmed = value;
            return trimmed;
        }
    }
}
