package com.acme.shop;

import java.io.IOException;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.expression.Expression;
import org.springframework.expression.ExpressionParser;
import org.springframework.expression.spel.standard.SpelExpressionParser;

public class DiscountSpelCookieServlet extends HttpServlet {

    private final ExpressionParser parser = new SpelExpressionParser();

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String formula = "1.0";
        Cookie[] cookies = req.getCookies();
        if (cookies != null) {
            for (Cookie c : cookies) {
                if ("discountFormula".equals(c.getName())) {
                    formula = c.getValue();
                }
            }
        }
        Expression exp = parser.parseExpression(formula);
        Object factor = exp.getValue();
        resp.getWriter().format("factor=%s%n", factor);
    }
}
