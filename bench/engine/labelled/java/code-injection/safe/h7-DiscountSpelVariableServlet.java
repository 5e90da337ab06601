package com.acme.shop;

import java.io.IOException;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.expression.Expression;
import org.springframework.expression.ExpressionParser;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import org.springframework.expression.spel.support.SimpleEvaluationContext;

public class DiscountSpelVariableServlet extends HttpServlet {

    private static final String FORMULA = "#amount * 0.95";
    private final ExpressionParser parser = new SpelExpressionParser();

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String amount = "0";
        Cookie[] cookies = req.getCookies();
        if (cookies != null) {
            for (Cookie c : cookies) {
                if ("cartTotal".equals(c.getName())) {
                    amount = c.getValue();
                }
            }
        }
        SimpleEvaluationContext ctx = SimpleEvaluationContext.forReadOnlyDataBinding().build();
        ctx.setVariable("amount", Double.valueOf(amount));
        Expression exp = parser.parseExpression(FORMULA);
        Object total = exp.getValue(ctx);
        resp.getWriter().format("total=%s%n", total);
    }
}
